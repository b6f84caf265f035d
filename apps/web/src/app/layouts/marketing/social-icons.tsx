/** Simple drawn marks for the footer's social links (lucide ships no brand icons). */
const ICONS = {
  linkedin:
    "M4 9h3v11H4zM5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM9.5 9h2.9v1.5h.04c.4-.76 1.39-1.56 2.86-1.56 3.06 0 3.7 2 3.7 4.6V20h-3v-5.6c0-1.34-.03-3.06-1.87-3.06-1.87 0-2.15 1.46-2.15 2.96V20h-3z",
  x: "M4 4h4.5l4 5.6L17.3 4H20l-6.3 7.3L20.5 20H16l-4.3-6-5.2 6H4l6.7-7.7z",
  facebook:
    "M13.5 20v-7h2.4l.4-2.8h-2.8V8.4c0-.8.23-1.36 1.38-1.36h1.47V4.54A19.7 19.7 0 0 0 14.2 4.4c-2.12 0-3.57 1.3-3.57 3.68v2.12H8.2V13h2.43v7z",
  youtube:
    "M21 8.2a2.5 2.5 0 0 0-1.77-1.77C17.66 6 12 6 12 6s-5.66 0-7.23.43A2.5 2.5 0 0 0 3 8.2 26 26 0 0 0 2.6 12a26 26 0 0 0 .4 3.8 2.5 2.5 0 0 0 1.77 1.77C6.34 18 12 18 12 18s5.66 0 7.23-.43A2.5 2.5 0 0 0 21 15.8a26 26 0 0 0 .4-3.8 26 26 0 0 0-.4-3.8zM10.2 14.6V9.4l4.5 2.6z",
} as const;

export type SocialIconName = keyof typeof ICONS;

export function SocialIcon({ name }: { name: SocialIconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}
