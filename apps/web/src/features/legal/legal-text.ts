export const legalText = {
  draftLabel: "Draft",
  draftNotice:
    "This is a working draft, to be reviewed and replaced by counsel. It shows how we intend to treat you; the final text will replace it on this page.",
  effectiveDateLabel: "Effective date:",
} as const;
