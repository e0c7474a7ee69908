export { cn } from './cn';
export * from './accordion';
export * from './block-error';
export * from './button';
export * from './dialog';
export * from './icons';
export * from './sheet';
