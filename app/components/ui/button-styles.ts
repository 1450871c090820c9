import { cn } from '~/utils/cn';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  light: 'bg-white text-brand-800 hover:bg-brand-50',
  /** The secondary action on a dark (brand) background. */
  outlineLight: 'border border-white/70 text-white hover:bg-white/10',
  /** Leaving or ending something: a live room's Leave. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const sizes = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
  // A square 32 px button holding only an icon. Its own size, because class names are joined, not
  // merged: 'sm' plus an extra 'px-0' kept sm's padding, which squeezed a 16 px icon to 6 px.
  icon: 'size-8 shrink-0 p-0',
} as const;

/** Class names for anything that looks like a button (buttons and links alike). */
export function buttonClass(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}
