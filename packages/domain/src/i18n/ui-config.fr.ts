/** Libellés des écrans de configuration (issue 4). */
export const uiConfigFr: Record<string, string> = {
  'config.error.conflict': 'Quelqu’un d’autre a modifié ces données entre-temps. Rechargez la page pour voir ses changements, puis réessayez.',
  'config.error.resetInUse': 'Cette liste ne peut pas être réinitialisée : des élèves utilisent des éléments ajoutés à ce niveau. Désactivez-les plutôt.',
  'config.error.unknownItem': 'Un élément n’appartient pas à cette liste. Rechargez la page et réessayez.',
  'config.error.notEditableHere': 'Cette liste ne peut pas être modifiée à ce niveau.',
};
