/** Exportation des données d’un conseil (issue 24, section 6) : la carte de la page système du conseil, ses courriels et les libellés de l’audit. */
export const uiDistrictExportFr: Record<string, string> = {
  'audit.action.district.export_requested': 'Demande d’une exportation de toutes les données du conseil',
  'audit.action.district.export_made': 'Création d’une exportation de toutes les données du conseil',
  'audit.action.district.export_downloaded': 'Téléchargement d’une exportation de toutes les données du conseil',
  'audit.target.district_export': 'Exportation du conseil',
  'districtExport.title': 'Exporter toutes les données du conseil',
  'districtExport.description':
    'Un fichier zip avec un fichier CSV et un fichier JSON par domaine (élèves, données, soutiens, tableaux, rencontres et leurs notes, notes restreintes comprises, actions, plans de soutien, ressources, utilisateurs) et les fichiers conservés. Il est préparé en arrière-plan; vous recevez un courriel avec un lien lorsqu’il est prêt. Les administrateurs du conseil peuvent le télécharger pendant 7\u00a0jours.',
  'districtExport.start': 'Exporter le conseil',
  'districtExport.confirmTitle': 'Exporter toutes les données du conseil\u00a0?',
  'districtExport.confirmBody':
    'Le fichier zip contient le dossier de chaque élève, chaque note (notes restreintes comprises) et chaque fichier conservé du conseil. Gardez-le en lieu sûr. L’exportation est inscrite au registre des accès de chaque élève.',
  'districtExport.confirm': 'Lancer l’exportation',
  'districtExport.cancel': 'Annuler',
  'districtExport.empty': 'Aucune exportation pour l’instant.',
  'districtExport.listLabel': 'Exportations du conseil',
  'districtExport.col.created': 'Demandée le',
  'districtExport.col.by': 'Par',
  'districtExport.col.status': 'État',
  'districtExport.col.file': 'Fichier',
  'districtExport.status.queued': 'En attente',
  'districtExport.status.running': 'En préparation\u00a0: {done} sur {total}',
  'districtExport.status.done': 'Prête ({students}\u00a0élèves)',
  'districtExport.status.failed': 'Échec',
  'districtExport.status.expired': 'Expirée',
  'districtExport.download': 'Télécharger',
  'districtExport.until': 'jusqu’au {date}',
  'districtExport.fileName': 'exportation-conseil',
  'districtExport.email.subject': 'L’exportation des données de votre conseil est prête',
  'districtExport.email.body':
    'Bonjour {name},\n\nL’exportation de toutes les données de {place} que vous avez demandée est prête\u00a0: {students}\u00a0élèves, dans un fichier zip.\n\nTéléchargez-la (les administrateurs du conseil le peuvent, une fois connectés) jusqu’au {expires}\u00a0:\n{link}\n\nElle contient le dossier de chaque élève et chaque note, notes restreintes comprises\u00a0: gardez-la en lieu sûr.\n\n{app}',
  'districtExport.email.failedSubject': 'L’exportation des données de votre conseil a échoué',
  'districtExport.email.failedBody':
    'Bonjour {name},\n\nL’exportation des données de {place} que vous avez demandée n’a pas pu être faite. Exportez de nouveau le conseil; si elle échoue encore, avisez le soutien du produit.\n\n{app}',
  'districtExport.email.failedStorageBody':
    'Bonjour {name},\n\nL’exportation des données de {place} que vous avez demandée n’a pas pu être faite : le serveur n’avait plus de place pour écrire son fichier, ou ne pouvait pas l’écrire. Avisez le soutien du produit; quand le serveur aura de nouveau de la place, exportez de nouveau le conseil.\n\n{app}',
};
