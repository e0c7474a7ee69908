import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/nextjs-vite';
import { configure } from 'storybook/test';
import preview from './preview';

// The framework's, the a11y addon's (axe after every story) and our own annotations.
setProjectAnnotations([a11yAddonAnnotations, preview]);

// findBy… and waitFor wait up to 5 s instead of 1 s: a sheet or dialog whose code loads on first
// use (a separate chunk) can take longer than a second on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });
