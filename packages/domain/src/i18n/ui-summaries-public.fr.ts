/** La page de désabonnement (issue 23, section 2) : ouverte depuis un courriel sans connexion, donc dans le catalogue de base. */
export const uiSummariesPublicFr = {
  'unsubscribe.title': 'Se désabonner des résumés par courriel',
  'unsubscribe.question': 'Ne plus recevoir ces résumés par courriel ?',
  'unsubscribe.button': 'Se désabonner',
  'unsubscribe.done': 'C’est fait : vous ne recevrez plus ces résumés. Vous pouvez les réactiver depuis votre compte.',
  'unsubscribe.used': 'Ce lien de désabonnement a déjà été utilisé. Vos résumés se modifient depuis votre compte.',
  'unsubscribe.invalid': 'Ce lien de désabonnement n’est pas valide.',
  'unsubscribe.loading': 'Chargement…',
  'unsubscribe.account': 'Aller à mes résumés',
  'unsubscribe.type.student_search': 'Élèves',
  'unsubscribe.type.team_boards': 'Tableaux d’équipe',
  'unsubscribe.type.collab_meetings': 'Rencontres',
  'unsubscribe.type.user_actions': 'Mes actions',
  'unsubscribe.type.school_actions': 'Actions de l’école',
  'unsubscribe.type.active_support_plans': 'Plans de soutien actifs',
  'unsubscribe.type.deactive_support_plans': 'Plans de soutien désactivés',
} as const;
