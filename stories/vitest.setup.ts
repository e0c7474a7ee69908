import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/nextjs-vite';
import preview from './preview';

// The framework's, the a11y addon's (axe after every story) and our own annotations.
setProjectAnnotations([a11yAddonAnnotations, preview]);
