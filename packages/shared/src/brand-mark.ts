/** The drawn mark beside the brand name: a rounded square with a 'P', dark on light grounds, light on dark ones. */
export const brandMark = {
  size: 32,
  radius: 7,
  path: "M10 24V8h7.5a5.5 5.5 0 0 1 0 11H14",
  strokeWidth: 3,
  tones: {
    dark: { square: "#0B1F3A", letter: "#E0B85C" },
    light: { square: "#FFFFFF", letter: "#0B1F3A" },
  },
} as const;
