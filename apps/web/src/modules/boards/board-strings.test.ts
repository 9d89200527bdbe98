/**
 * The board's counted strings and its drag announcements as i18next renders them with the web app's
 * options (lib/i18n.ts): a count takes the language's plural ("1 fiche", not "1 fiches"), and the French
 * announcements agree with the card, the same for every student and for a school ("Benoît … a été déposée"
 * was feminine for everyone).
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { uiBoardsEn } from '@ss/domain/i18n/ui-boards.en';
import { uiBoardsFr } from '@ss/domain/i18n/ui-boards.fr';

const t = (lng: 'en' | 'fr') => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    resources: { [lng]: { translation: lng === 'en' ? uiBoardsEn : uiBoardsFr } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  return i18n.t.bind(i18n);
};

describe('board strings', () => {
  it('count cards and students with the language’s plural', () => {
    const fr = t('fr');
    const en = t('en');
    expect([0, 1, 2].map((count) => fr('boards.column.count', { count }))).toEqual(['0 fiche', '1 fiche', '2 fiches']);
    expect([0, 1, 2].map((count) => en('boards.column.count', { count }))).toEqual(['0 cards', '1 card', '2 cards']);
    expect([1, 3].map((count) => fr('boards.home.cards', { count }))).toEqual(['1 fiche', '3 fiches']);
    expect(fr('boards.editor.removeConfirm', { count: 1, target: 'Niveau 1' })).toBe('Cette catégorie contient 1 fiche. À l’enregistrement, elle ira dans Niveau 1.');
    expect([1, 56].map((count) => fr('boards.editor.rosterCount', { count }))).toEqual(['1 élève', '56 élèves']);
    expect([1, 56].map((count) => en('boards.editor.rosterCount', { count }))).toEqual(['1 student', '56 students']);
  });

  it('announce a move in French with the card as the subject, whoever is on it', () => {
    const fr = t('fr');
    const at = { category: 'Niveau 2 : ciblé', position: 1 };
    expect(fr('boards.dnd.dropped', { name: 'Benoît Tremblay', ...at })).toBe('La fiche « Benoît Tremblay » a été déposée dans Niveau 2 : ciblé, position 1.');
    expect(fr('boards.dnd.picked', { name: 'Benoît Tremblay' })).toBe('La fiche « Benoît Tremblay » a été saisie.');
    expect(fr('boards.dnd.over', { name: 'École Aspen', ...at })).toBe('La fiche « École Aspen » est au-dessus de Niveau 2 : ciblé, position 1.');
  });

  it('call a grade "Année" on the board, never the tiers’ "Niveau"', () => {
    const fr = t('fr');
    expect([fr('boards.filter.grade'), fr('boards.editor.grades')]).toEqual(['Année', 'Années']);
  });
});
