/** The dashboard home's words beyond the spec's practice-area cards: the next steps and the recent work. */
export const dashboardHomeText = {
  nextStepsTitle: "Get started",
  nextStepsIntro: "A few steps set your firm up. Each one ticks itself off once it is done.",
  stepsDone: (done: number, total: number) => `${done} of ${total} done`,
  done: "Done",
  toDo: "To do",
  steps: {
    subscribe: {
      title: "Subscribe to a practice area",
      body: "Pick a plan for the practice area you work in; you can change it at any time.",
      action: "Choose a plan",
    },
    invite: {
      title: "Invite your team",
      body: "Add the attorneys and staff who work with you, each with their role and practice areas.",
      action: "Invite members",
    },
    citeCheck: {
      title: "Check a draft's citations",
      body: "Upload a brief or motion and see which cites are real, which are mismatched and which are invented.",
      action: "Try the cite check",
    },
    agentAddress: {
      title: "Send drafts to your associate by email",
      body: "Email a draft to your organization's agent address; the report comes back in the same thread.",
      action: "Open the inbox",
    },
  },
  recentTitle: "Your recent work",
  recentEmpty: "Nothing yet. Your cite checks will appear here.",
  allChecks: "All cite checks",
  citeCheckShortcut: "Cite check: find invented and mismatched citations in a draft",
} as const;
