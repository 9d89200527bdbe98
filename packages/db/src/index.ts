export * as schema from './tables.ts';
export * from './tables.ts';
export * from './client.ts';
export * from './seed/demo.ts';
export * from './seed/cast.ts';
export * from './seed/agreement.ts';
export * from './password-hash.ts';
export * from './seed/system-defaults.ts';
