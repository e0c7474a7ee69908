import type { Config } from 'tailwindcss';

/**
 * Design tokens of the shop. Tailwind 4 reads this file through `@config` in
 * host/app/globals.css and stories/storybook.css; component classes use these names only.
 */
export default {
  content: ['./host/**/*.{ts,tsx}', './kit/**/*.{ts,tsx}', './blocks/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  theme: {
    screens: {
      // Spec section 9: sm 576, md 768, lg 992, xl 1410; grid breakpoints 520 and 1400/1780.
      xs: '520px',
      sm: '576px',
      md: '768px',
      lg: '992px',
      xl: '1400px',
      '2xl': '1780px',
    },
    extend: {
      colors: {
        canvas: '#faf7f2',
        surface: '#ffffff',
        ink: { DEFAULT: '#1c1917', soft: '#44403c', muted: '#57534e' },
        line: '#e7e0d6',
        brand: { DEFAULT: '#7a5c1e', strong: '#5c4415', soft: '#f3ead8' },
        sale: '#a11d2b',
        success: '#2f6b3a',
      },
      fontFamily: {
        display: ['var(--font-display)', 'Georgia', 'serif'],
        /** The display face's italic (its own file, loaded where used). */
        'display-italic': ['var(--font-display-italic)', 'Georgia', 'serif'],
        sans: ['var(--font-sans)', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      maxWidth: {
        container: '1370px',
        wide: '1920px',
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'slide-in-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'slide-in-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        'slide-in-bottom': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
      },
      animation: {
        'fade-in': 'fade-in 150ms ease-out',
        'slide-in-right': 'slide-in-right 200ms ease-out',
        'slide-in-left': 'slide-in-left 200ms ease-out',
        'slide-in-bottom': 'slide-in-bottom 200ms ease-out',
      },
    },
  },
} satisfies Config;
