export * as schema from './schema.ts';
export * from './schema.ts';
export * from './client.ts';
export * from './seed/demo.ts';
export * from './seed/cast.ts';
export * from './seed/agreement.ts';
export * from './password-hash.ts';
