import type { Config } from "tailwindcss";

/**
 * Design tokens. Colours are named by role, never by palette number, and resolve to
 * CSS variables declared in app/globals.css so there is one source of truth per value.
 * The site has a single (dark) theme.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        background: "var(--background)",
        foreground: "var(--foreground)",
        surface: "var(--surface)",
        muted: { DEFAULT: "var(--muted)", foreground: "var(--muted-foreground)" },
        card: { DEFAULT: "var(--card)", foreground: "var(--card-foreground)" },
        accent: { DEFAULT: "var(--accent)", foreground: "var(--accent-foreground)" },
        primary: { DEFAULT: "var(--primary)", foreground: "var(--primary-foreground)" },
        border: "var(--border)",
        ring: "var(--ring)",
        danger: "var(--danger)",
        success: "var(--success)",
        featured: "var(--featured)",
      },
      fontFamily: {
        // The device's own interface font: no web font to download before text can paint
        // (49 KB, and the later swap), on a site read mostly on phones.
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          '"Noto Sans"',
          "sans-serif",
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
        ],
      },
      screens: {
        // The desktop navigation appears from this width; below it the mobile panel is used.
        desktop: "64rem",
      },
      maxWidth: {
        content: "76rem",
      },
    },
  },
};

export default config;
