export * from './core';
export * from './catalog';
export * from './content';
export * from './cart';
export * from './lists';
export * from './events';
export * from './accounts';
export * from './orders';
