export * from './core';
export * from './catalog';
export * from './content';
export * from './cart';
export * from './lists';
