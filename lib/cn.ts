import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, conditionals, arrays). No Tailwind merging: components offer
 * variants instead of overriding each other's classes, which keeps tailwind-merge (about
 * 7 KB gzip) out of the JavaScript every page loads.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
