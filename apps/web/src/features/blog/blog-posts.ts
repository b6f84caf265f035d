import { paths } from "@paralex/shared/routes";

/** The nine headings every post is written under, in reading order. */
export const ARTICLE_HEADINGS = [
  "Introduction",
  "The role of AI in Legal Industry",
  "The Imperative of Data Security",
  "Advanced Encryption Protocols",
  "Granular Access Controls",
  "Regulatory Compliance Assurance",
  "Continuous Security Enhancements",
  "The Benefits for Your Firm",
  "Conclusion",
] as const;

export type ArticleHeading = (typeof ARTICLE_HEADINGS)[number];

/** 'The role of AI in Legal Industry' becomes 'the-role-of-ai-in-legal-industry'. */
export function toSectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface BlogPost {
  id: string;
  date: string;
  dateTime: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  link: string;
  titleText: string;
  paragraph1: string;
  paragraph2: string;
  paragraph3: string;
  sections: Record<ArticleHeading, readonly string[]>;
  engagement: { likes: number; views: number; shares: number };
}

type PostFields = Omit<BlogPost, "link" | "image" | "sections">;

/** Introduction opens with paragraph1, the AI section with paragraph2, the conclusion with paragraph3. */
function composePost(n: number, fields: PostFields, body: Record<ArticleHeading, readonly string[]>): BlogPost {
  return {
    ...fields,
    link: paths.blogPost(n),
    image: `/images/blog/post-${n}.svg`,
    sections: {
      ...body,
      Introduction: [fields.paragraph1, ...body.Introduction],
      "The role of AI in Legal Industry": [fields.paragraph2, ...body["The role of AI in Legal Industry"]],
      Conclusion: [...body.Conclusion, fields.paragraph3],
    },
  };
}

const PLACEHOLDER_DATE = { date: "July 17, 2023", dateTime: "2023-07-17" } as const;

const placeholderBody: Record<ArticleHeading, readonly string[]> = {
  Introduction: [],
  "The role of AI in Legal Industry": [],
  "The Imperative of Data Security": [
    "Every matter a firm takes on arrives with confidential facts attached. Whatever tools a practice adopts, the duty to protect those facts does not change, so security has to be designed in from the first day rather than added later.",
  ],
  "Advanced Encryption Protocols": [
    "Information should be protected as it travels between the browser, the mail server and the application, and again where it is stored. Credentials and keys belong in a dedicated secrets manager, never in code or shared documents.",
  ],
  "Granular Access Controls": [
    "People should see only the matters they work on. Role-based permissions, single sign-on and a clear record of who opened what keep access narrow and easy to review.",
  ],
  "Regulatory Compliance Assurance": [
    "Professional rules on confidentiality and competence apply to software as much as to people. Audit logs and written policies make it straightforward to show a client or regulator how their information is handled.",
  ],
  "Continuous Security Enhancements": [
    "Security is a practice, not a milestone. Code review, regular vulnerability scans and independent testing find weaknesses before anyone else does.",
  ],
  "The Benefits for Your Firm": [
    "When routine work is handled reliably and safely, attorneys spend more of their day on judgement, advocacy and time with clients.",
  ],
  Conclusion: [],
};

export const blogPosts: readonly BlogPost[] = [
  composePost(
    1,
    {
      id: "ai-in-law-secure-legal-practice",
      date: "March 13, 2025",
      dateTime: "2025-03-13",
      title: "AI in Law: Faster Legal Work Without Compromising Client Data",
      description:
        "How generative AI is changing drafting, research and docket management, and the security practices that let firms adopt it with confidence.",
      imageAlt: "Illustration of a legal document beside the scales of justice, joined by a network of AI nodes",
      titleText:
        "Generative AI can take hours of preparation off an attorney's plate. It is only worth adopting if client confidences stay exactly where they belong.",
      paragraph1:
        "Artificial intelligence has moved from conference keynotes into everyday legal work. Attorneys now use it to summarise discovery, draft first versions of motions and check citations before a brief is filed. For solo practitioners and small firms, it can mean competing on equal terms with much larger teams; for self-represented litigants, it can mean understanding a process that once felt closed to them.",
      paragraph2:
        "The most useful legal AI does not ask lawyers to learn yet another interface. An attorney adds a case, then emails an agent address. The agent follows the docket, drafts complaints, motions, predictive adversarial briefs and client letters, researches with validated links and reports back in the same thread.",
      paragraph3:
        "Used well, AI gives attorneys back the hours that routine drafting and research used to consume, and it widens access to justice for people who could never afford a large legal team. The firms that benefit most will be those that pair these tools with uncompromising data security.",
      engagement: { likes: 24, views: 1280, shares: 12 },
    },
    {
      Introduction: [
        "That promise comes with a serious question. Legal work runs on privileged communications, sealed filings and personal details that clients share only because they trust their counsel. Before any firm hands that material to an AI system, it needs to know how the system protects it.",
        "This article looks at what AI now does well in legal practice, why security has to come first, and the specific safeguards a firm should expect from any provider it works with.",
      ],
      "The role of AI in Legal Industry": [
        "The gains are practical. Firms report up to 80% less preparation time on routine filings, and first drafts that are largely usable before an attorney starts editing. Always-on docket synchronisation with email alerts means a new order or deadline is noticed within minutes, not days.",
        "Just as important is what AI should not do. It should not file anything on its own, and it should not invent authority. Built-in cite verification checks whether every citation in an attached draft points to a real case, so hallucinated references are caught before they reach a judge. The attorney remains the decision-maker; the software is an associate that never tires of the first draft.",
      ],
      "The Imperative of Data Security": [
        "Attorneys have a duty to keep client information confidential and to understand the technology they use. A breach does not only expose data; it can waive privilege, harm a client's case and damage a firm's reputation for years.",
        "AI raises the stakes because it works with entire case files rather than single documents. A responsible provider therefore treats every upload, email and draft as privileged material, and builds its platform around that assumption.",
      ],
      "Advanced Encryption Protocols": [
        "Encryption is the first line of defence. Every connection between a browser, an email client and the platform should use modern TLS, and stored documents should be encrypted at rest so that a copied disk reveals nothing useful.",
        "Secrets deserve the same care. Database passwords, API keys and signing keys should live in a dedicated secrets manager, encrypted and rotated, never in source code or configuration files that many people can read.",
      ],
      "Granular Access Controls": [
        "Not everyone in a firm needs to see every matter. Role-based authentication gives partners, associates, paralegals and interns the access their work requires and nothing more. Single sign-on lets a firm manage accounts in one place and remove access the moment someone leaves.",
        "Between customers, the separation must be absolute. Each firm's data should be logically separated from every other firm's, so that one customer's request can never return another customer's documents.",
      ],
      "Regulatory Compliance Assurance": [
        "Clients, courts and bar regulators increasingly ask how firms handle data. Audit logging records who accessed which matter and when, giving the firm a clear answer when those questions arrive.",
        "Good providers document their controls, explain where data is processed and make it easy for a firm to meet its own obligations, from retention policies to responding to a client's request about their information.",
      ],
      "Continuous Security Enhancements": [
        "Threats change, so defences must too. Every change to the code should be reviewed by a second engineer before release. Firewalls should restrict traffic to what the service needs, and automated vulnerability scans should run at least monthly.",
        "Once a year, an independent third party should attempt to break in. Penetration tests find the weaknesses internal teams overlook, and a provider willing to share the results is one that takes security seriously.",
      ],
      "The Benefits for Your Firm": [
        "With these safeguards in place, firms can take advantage of AI without trading away their clients' trust. Teams that work this way report around a 42% increase in efficiency, and because the agent works over email, nobody needs interface training to get started.",
        "The time saved goes where it matters: strategy, negotiation, court appearances and the conversations that help clients through some of the hardest moments of their lives.",
      ],
      Conclusion: [
        "AI will not replace the judgement of a good lawyer, but it is already changing how that judgement is put to work. Choose tools that verify their sources, keep humans in control and treat security as a foundation rather than a feature.",
      ],
    },
  ),
  composePost(
    2,
    {
      id: "working-with-an-ai-associate-over-email",
      ...PLACEHOLDER_DATE,
      title: "Working With an AI Associate Over Email",
      description:
        "Add a case, send an email and get a first draft back in the same thread: a look at AI assistance without a new interface to learn.",
      imageAlt: "Illustration of an email thread between an attorney and an AI agent",
      titleText: "The inbox is already where legal work happens. Your AI associate should meet you there.",
      paragraph1:
        "Most attorneys spend a large part of every day in their inbox. An assistant that works through email fits into that routine instead of asking for a new one.",
      paragraph2:
        "An email-based agent can receive instructions, attachments and follow-up questions in a single thread, and reply with drafts, research notes and summaries that are easy to forward, file or revise.",
      paragraph3:
        "This is an early post in our series on AI-assisted practice. A fuller version with examples is on its way.",
      engagement: { likes: 18, views: 940, shares: 7 },
    },
    placeholderBody,
  ),
  composePost(
    3,
    {
      id: "keeping-client-data-safe-with-legal-ai",
      ...PLACEHOLDER_DATE,
      title: "Keeping Client Data Safe When You Adopt Legal AI",
      description:
        "Encryption, access controls and audit trails: the questions every firm should ask before trusting software with privileged material.",
      imageAlt: "Illustration of a shield with a padlock protecting a stack of legal documents",
      titleText: "Confidentiality is the foundation of legal practice. Your software has to respect it too.",
      paragraph1:
        "Adopting a new tool should never put privileged material at risk. A short checklist helps any firm compare providers on the things that matter.",
      paragraph2:
        "AI systems handle whole case files, so they deserve the same scrutiny as any other place a firm stores confidential information.",
      paragraph3:
        "This is an early post in our series on legal data security. A fuller version with a printable checklist is on its way.",
      engagement: { likes: 31, views: 1105, shares: 15 },
    },
    placeholderBody,
  ),
  composePost(
    4,
    {
      id: "automated-docket-tracking",
      ...PLACEHOLDER_DATE,
      title: "Never Miss a Deadline: Automated Docket Tracking",
      description:
        "Always-on docket sync with email alerts means new orders and deadlines reach you in minutes, not days.",
      imageAlt: "Illustration of a docket timeline with filing dates and an alert marker",
      titleText: "A missed deadline can decide a case. Automation keeps every date in view.",
      paragraph1:
        "Checking dockets by hand is slow and easy to get wrong, especially across many matters in different courts.",
      paragraph2:
        "An AI agent can follow each case continuously, notice new entries as they appear and send a short summary of what changed and what it means for upcoming deadlines.",
      paragraph3:
        "This is an early post in our series on AI-assisted practice. A fuller version with a worked example is on its way.",
      engagement: { likes: 15, views: 780, shares: 5 },
    },
    placeholderBody,
  ),
  composePost(
    5,
    {
      id: "verifying-citations-before-filing",
      ...PLACEHOLDER_DATE,
      title: "Verifying Citations Before They Reach the Court",
      description:
        "Built-in cite verification checks every reference in a draft, so invented or mistaken authority is caught before filing.",
      imageAlt: "Illustration of a brief with each citation marked by a green check mark",
      titleText:
        "Every citation in a filing should point to real, relevant authority. Checking that is a job for software.",
      paragraph1:
        "Courts have sanctioned filings that cited cases which do not exist. The fix is simple: verify every citation before a brief leaves the office.",
      paragraph2:
        "A verification step reads an attached draft, checks that each cited case is real and links to the source, so the attorney can confirm it supports the argument.",
      paragraph3:
        "This is an early post in our series on responsible AI in litigation. A fuller version is on its way.",
      engagement: { likes: 27, views: 1010, shares: 11 },
    },
    placeholderBody,
  ),
  composePost(
    6,
    {
      id: "widening-access-to-justice",
      ...PLACEHOLDER_DATE,
      title: "Widening Access to Justice With Legal AI",
      description:
        "Why we build tools for self-represented litigants and small firms as carefully as for large practices.",
      imageAlt: "Illustration of the scales of justice in balance above an open book",
      titleText: "Good legal help should not depend on the size of your budget.",
      paragraph1:
        "Many people face the legal system without a lawyer, and many small firms carry caseloads that would stretch a much larger team.",
      paragraph2:
        "Careful AI tools can explain procedures in plain English, prepare first drafts and keep track of deadlines, narrowing the gap between those with large legal teams and those without.",
      paragraph3: "This is an early post in our series on access to justice. A fuller version is on its way.",
      engagement: { likes: 42, views: 1530, shares: 21 },
    },
    placeholderBody,
  ),
];

/** The post a '/blog-post/{n}' address names, or undefined when there is none. */
export function findBlogPost(postId: string | undefined): BlogPost | undefined {
  if (postId === undefined) return undefined;
  return blogPosts.find((post) => post.link === paths.blogPost(postId));
}

/** The next `count` posts after the given one, wrapping around, never the post itself. */
export function findSimilarPosts(post: BlogPost, count: number): BlogPost[] {
  const start = blogPosts.indexOf(post);
  return Array.from(
    { length: Math.min(count, blogPosts.length - 1) },
    (_, offset) => blogPosts[(start + offset + 1) % blogPosts.length],
  ).filter((similar): similar is BlogPost => similar !== undefined);
}
