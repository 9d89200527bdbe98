/** What a key without a translation renders as, after the key: `key NOT_TRANSLATED`, in every language. */
export const NOT_TRANSLATED = 'NOT_TRANSLATED';
