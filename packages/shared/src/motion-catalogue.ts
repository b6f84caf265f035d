/** The federal criminal motion and form types the drafting tool offers, by category, in display order. */
export const MOTION_CATEGORIES = [
  "Bail and Release",
  "Dismissals",
  "Compel Actions",
  "Extensions and Time",
  "Severance",
  "Strike and Surplusage",
  "Waivers",
  "Indictment",
  "Default Judgment",
  "Pleas",
  "Venue",
  "Trial",
  "Jury Instructions",
  "Miscellaneous",
  "Sentencing",
] as const;

export type TMotionCategory = (typeof MOTION_CATEGORIES)[number];

export interface TMotionType {
  /** The name shown to the attorney. */
  label: string;
  /** The snake_case key the drafting service receives. */
  value: string;
}

export interface TMotionGroup {
  category: TMotionCategory;
  motions: readonly TMotionType[];
}

export const motionCatalogue: readonly TMotionGroup[] = [
  {
    category: "Bail and Release",
    motions: [
      { label: "Motion for Pretrial Release", value: "pretrial_release" },
      { label: "Motion for Revocation of Detention Order (18 U.S.C. § 3145(b))", value: "revoke_detention_order" },
      { label: "Motion to Modify Conditions of Release", value: "modify_release_conditions" },
      { label: "Motion for Release Pending Sentencing", value: "release_pending_sentencing" },
      { label: "Motion for Release Pending Appeal", value: "release_pending_appeal" },
    ],
  },
  {
    category: "Dismissals",
    motions: [
      { label: "Motion to Dismiss Indictment", value: "dismiss_indictment" },
      { label: "Motion to Dismiss for Speedy Trial Act Violation", value: "dismiss_speedy_trial" },
      { label: "Motion to Dismiss for Vindictive or Selective Prosecution", value: "dismiss_vindictive_prosecution" },
      { label: "Motion to Dismiss for Pre-Indictment Delay", value: "dismiss_preindictment_delay" },
      { label: "Motion to Dismiss on Double Jeopardy Grounds", value: "dismiss_double_jeopardy" },
    ],
  },
  {
    category: "Compel Actions",
    motions: [
      { label: "Motion to Compel Discovery (Rule 16)", value: "compel_discovery" },
      { label: "Motion to Compel Disclosure of Brady Material", value: "compel_brady_material" },
      { label: "Motion for Early Production of Jencks Act Material", value: "compel_jencks_material" },
      { label: "Motion to Compel Disclosure of Confidential Informant", value: "compel_informant_identity" },
      { label: "Motion for Subpoena Duces Tecum (Rule 17(c))", value: "rule_17c_subpoena" },
    ],
  },
  {
    category: "Extensions and Time",
    motions: [
      { label: "Motion to Continue Trial", value: "continue_trial" },
      { label: "Motion for Extension of Time to File Pretrial Motions", value: "extend_pretrial_motions_deadline" },
      { label: "Motion to Exclude Time under the Speedy Trial Act", value: "exclude_speedy_trial_time" },
      { label: "Motion to Extend Self-Surrender Date", value: "extend_self_surrender" },
    ],
  },
  {
    category: "Severance",
    motions: [
      { label: "Motion to Sever Defendants (Rule 14)", value: "sever_defendants" },
      { label: "Motion to Sever Counts", value: "sever_counts" },
      { label: "Motion for Relief from Prejudicial Joinder", value: "relief_prejudicial_joinder" },
    ],
  },
  {
    category: "Strike and Surplusage",
    motions: [
      { label: "Motion to Strike Surplusage from Indictment (Rule 7(d))", value: "strike_surplusage" },
      { label: "Motion to Strike Aliases from Indictment", value: "strike_aliases" },
      { label: "Motion to Strike Government's Expert Notice", value: "strike_expert_notice" },
    ],
  },
  {
    category: "Waivers",
    motions: [
      { label: "Waiver of Indictment", value: "waiver_of_indictment" },
      { label: "Waiver of Jury Trial", value: "waiver_of_jury_trial" },
      { label: "Waiver of Personal Appearance at Arraignment", value: "waiver_of_appearance" },
      { label: "Waiver of Speedy Trial Rights", value: "waiver_of_speedy_trial" },
    ],
  },
  {
    category: "Indictment",
    motions: [
      { label: "Motion for Bill of Particulars", value: "bill_of_particulars" },
      { label: "Motion to Dismiss Multiplicitous Counts", value: "dismiss_multiplicitous_counts" },
      { label: "Motion to Dismiss Duplicitous Counts", value: "dismiss_duplicitous_counts" },
      { label: "Motion for Disclosure of Grand Jury Transcripts", value: "disclose_grand_jury_transcripts" },
    ],
  },
  {
    category: "Default Judgment",
    motions: [
      { label: "Motion to Set Aside Default Judgment of Forfeiture", value: "set_aside_default_forfeiture" },
      { label: "Opposition to Motion for Default Judgment of Forfeiture", value: "oppose_default_forfeiture" },
      { label: "Motion for Leave to File Late Forfeiture Claim", value: "late_forfeiture_claim" },
    ],
  },
  {
    category: "Pleas",
    motions: [
      { label: "Motion to Withdraw Guilty Plea (Rule 11(d))", value: "withdraw_guilty_plea" },
      { label: "Notice of Conditional Plea (Rule 11(a)(2))", value: "conditional_plea" },
      { label: "Motion for Change of Plea Hearing", value: "change_of_plea_hearing" },
      { label: "Motion to Enforce Plea Agreement", value: "enforce_plea_agreement" },
    ],
  },
  {
    category: "Venue",
    motions: [
      { label: "Motion for Change of Venue (Rule 21)", value: "change_of_venue" },
      { label: "Motion to Transfer for Plea and Sentence (Rule 20)", value: "transfer_for_plea_and_sentence" },
      { label: "Motion to Dismiss for Improper Venue", value: "dismiss_improper_venue" },
    ],
  },
  {
    category: "Trial",
    motions: [
      { label: "Motion in Limine", value: "motion_in_limine" },
      { label: "Motion to Exclude Expert Testimony (Daubert)", value: "exclude_expert_testimony" },
      { label: "Motion to Sequester Witnesses (FRE 615)", value: "sequester_witnesses" },
      { label: "Motion for Judgment of Acquittal (Rule 29)", value: "judgment_of_acquittal" },
      { label: "Motion for New Trial (Rule 33)", value: "new_trial" },
      { label: "Motion in Arrest of Judgment (Rule 34)", value: "arrest_of_judgment" },
    ],
  },
  {
    category: "Jury Instructions",
    motions: [
      { label: "Proposed Jury Instructions", value: "proposed_jury_instructions" },
      { label: "Request for Theory of Defense Instruction", value: "theory_of_defense_instruction" },
      { label: "Request for Lesser-Included Offense Instruction", value: "lesser_included_offense_instruction" },
      { label: "Objections to Government's Proposed Instructions", value: "object_to_jury_instructions" },
    ],
  },
  {
    category: "Miscellaneous",
    motions: [
      { label: "Motion to Suppress Evidence", value: "suppress_evidence" },
      { label: "Motion to Suppress Statements", value: "suppress_statements" },
      { label: "Motion for Franks Hearing", value: "franks_hearing" },
      { label: "Motion for Competency Evaluation (18 U.S.C. § 4241)", value: "competency_evaluation" },
      { label: "Motion for Return of Property (Rule 41(g))", value: "return_of_property" },
      { label: "Motion to Substitute Counsel", value: "substitute_counsel" },
    ],
  },
  {
    category: "Sentencing",
    motions: [
      { label: "Motion for Downward Departure", value: "downward_departure" },
      { label: "Motion for Downward Variance", value: "downward_variance" },
      { label: "Sentencing Memorandum", value: "sentencing_memorandum" },
      { label: "Objections to Presentence Investigation Report", value: "psr_objections" },
      { label: "Motion for Compassionate Release (18 U.S.C. § 3582(c)(1)(A))", value: "compassionate_release" },
      { label: "Motion to Vacate Sentence (28 U.S.C. § 2255)", value: "vacate_sentence_2255" },
    ],
  },
];

/** Every motion type in catalogue order. */
export function listMotionTypes(): TMotionType[] {
  return motionCatalogue.flatMap((group) => group.motions);
}
