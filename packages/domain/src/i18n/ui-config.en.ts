/** Interface labels of the config screens (issue 4). Keys are dotted; the French file has the same keys. */
export const uiConfigEn: Record<string, string> = {
  'config.error.conflict': 'Someone else changed this in the meantime. Reload to see their changes, then try again.',
  'config.error.resetInUse': 'This list cannot be reset: students use items that were added at this level. Deactivate them instead.',
  'config.error.unknownItem': 'An item does not belong to this list. Reload and try again.',
  'config.error.notEditableHere': 'This list cannot be changed at this level.',
};
