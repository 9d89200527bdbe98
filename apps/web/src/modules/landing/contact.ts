/**
 * Where requests for information, a free trial or a conversation go. Set
 * VITE_CONTACT_EMAIL at build time; the default is the product's sales address.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'info@studentsupporthub.ca';
