/**
 * Name pools for demo students and the large seed. English district: a mix of names from
 * the many communities of a Canadian prairie town; francophone district: Québécois and
 * Acadian names, many with accents, so accent-insensitive search has something to find.
 */
export const EN_FIRST_F = [
  'Olivia', 'Emma', 'Ava', 'Charlotte', 'Amelia', 'Sophia', 'Mia', 'Harper', 'Evelyn', 'Abigail', 'Chloe', 'Zoe',
  'Maya', 'Aaliyah', 'Priya', 'Ananya', 'Fatima', 'Amara', 'Leila', 'Mei', 'Sakura', 'Isabella', 'Nora', 'Hazel',
  'Grace', 'Lily', 'Aria', 'Sofia', 'Layla', 'Naomi', 'Ruby', 'Ivy', 'Willow', 'Jasleen', 'Aiyana', 'Kiona',
];
export const EN_FIRST_M = [
  'Liam', 'Noah', 'Oliver', 'William', 'Elijah', 'James', 'Benjamin', 'Lucas', 'Henry', 'Theodore', 'Jack', 'Owen',
  'Arjun', 'Rohan', 'Mohammed', 'Omar', 'Yusuf', 'Kenji', 'Hiroshi', 'Mateo', 'Diego', 'Samuel', 'Ethan', 'Wyatt',
  'Caleb', 'Isaac', 'Gabriel', 'Jayden', 'Kwame', 'Tariq', 'Wei', 'Minh', 'Tomasz', 'Dakota', 'Ezra', 'Felix',
];
export const EN_LAST = [
  'Smith', 'Brown', 'Wilson', 'MacDonald', 'Campbell', 'Anderson', 'Taylor', 'Thompson', 'Martin', 'Johnson',
  'Patel', 'Singh', 'Sharma', 'Nguyen', 'Tran', 'Chen', 'Wong', 'Li', 'Kim', 'Park', 'Ahmed', 'Hassan', 'Ali',
  'Okafor', 'Mensah', 'Kowalski', 'Nowak', 'Schmidt', 'Petrov', 'Rodriguez', 'Garcia', 'Santos', 'Reyes',
  "O'Brien", 'Murphy', 'Fraser', 'Stewart', 'Cardinal', 'Bearchief', 'Sinclair', 'Harper', 'Delorme', 'Fontaine',
  'Yamamoto', 'Tanaka', 'Haddad', 'Khalil', 'Bergstrom', 'Larsen', 'Van der Berg',
];
export const FR_FIRST_F = [
  'Éloïse', 'Chloé', 'Béatrice', 'Léa', 'Zoé', 'Maëva', 'Noémie', 'Océane', 'Mégane', 'Camille', 'Juliette', 'Florence',
  'Rosalie', 'Maëlle', 'Anaïs', 'Gabrielle', 'Élodie', 'Clémence', 'Héloïse', 'Justine', 'Amélie', 'Laurence',
  'Frédérique', 'Ève', 'Mélodie', 'Sarah', 'Marguerite', 'Aurélie', 'Inès', 'Nadia',
];
export const FR_FIRST_M = [
  'Félix', 'Éloi', 'Théo', 'Jérémie', 'Émile', 'Noé', 'Raphaël', 'Gabriel', 'Louis', 'Étienne', 'Olivier', 'Mathis',
  'Zacharie', 'Édouard', 'Benoît', 'Antoine', 'Xavier', 'Hugo', 'Jérôme', 'Thomas', 'Léo', 'Rémi', 'Maël', 'Cédric',
  'Frédéric', 'Loïc', 'Samuel', 'Adam', 'Nathan', 'Mathéo',
];
export const FR_LAST = [
  'Gagné', 'Bélanger', 'Lévesque', 'Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie',
  'Fortin', 'Gélinas', 'Pelletier', 'Bergeron', 'Leblanc', 'Thériault', 'Paré', 'Ménard', 'Després', 'Hébert',
  'Lefèbvre', 'Beaulieu', 'Dufresne', 'Bédard', 'Caron', 'Cormier', 'Arsenault', 'Poirier', 'Doucet', 'Léger',
  'St-Pierre', 'Rivière', 'Boudreau', 'Chénier', 'Thibodeau', 'Vézina', 'Ouellet', 'Simard', 'Goulet', 'Béliveau',
];

/** A small deterministic PRNG (mulberry32): the same seed gives the same demo every time. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;
