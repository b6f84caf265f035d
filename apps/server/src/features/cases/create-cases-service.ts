import { bindService } from "../../lib/bind-service.js";
import { addTeamMember, removeTeamMember } from "./case-team.service.js";
import {
  addCase,
  confirmProposedCase,
  dismissProposedCase,
  findCourts,
  getCase,
  listCases,
  listTeamCandidates,
  setMyCaseAlerts,
} from "./cases.service.js";
import type { CasesDeps } from "./cases-deps.js";

/** Cases and their dockets: what the cases pages ask. */
export function createCasesService(deps: CasesDeps) {
  return bindService(deps, {
    listCases,
    getCase,
    addCase,
    confirmProposedCase,
    dismissProposedCase,
    setMyCaseAlerts,
    findCourts,
    listTeamCandidates,
    addTeamMember,
    removeTeamMember,
  });
}

export type CasesService = ReturnType<typeof createCasesService>;
