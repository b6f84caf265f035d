import { Check, Mail, MapPin } from "lucide-react";
import { jobPosting, type TTeamMember, teamMembers } from "./home-content";
import { HomeSection } from "./home-section";

function createMailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

function ProfileCard({ member }: { member: TTeamMember }) {
  const firstName = member.name.split(" ")[0];
  return (
    <article className="card flex flex-col p-6 sm:p-8" data-team-member={member.id}>
      <div className="flex items-center gap-5">
        <img
          src={member.image}
          width={96}
          height={96}
          alt={`Illustrated portrait of ${member.name}`}
          loading="lazy"
          decoding="async"
          className="size-20 shrink-0 rounded-full bg-surface sm:size-24"
        />
        <div>
          <h3 className="text-xl font-semibold">{member.name}</h3>
          <p className="font-semibold text-primary">{member.title}</p>
        </div>
      </div>
      <p className="mt-5 flex-1 text-muted">{member.description}</p>
      <blockquote className="mt-5 border-l-4 border-gold pl-4 font-serif text-lg text-ink italic">
        <p>“{member.quote}”</p>
      </blockquote>
      <div className="mt-6 flex flex-wrap gap-3">
        {member.profileLink ? (
          <a href={member.profileLink} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            View profile<span className="sr-only"> of {member.name} (opens in a new tab)</span>
          </a>
        ) : null}
        <a href={createMailtoHref(member.email, member.emailSubject)} className="btn-secondary">
          <Mail aria-hidden="true" className="size-4" />
          Email {firstName}
        </a>
      </div>
    </article>
  );
}

export function TeamSection() {
  const teamFirstNames = teamMembers.map((member) => member.name.split(" ")[0]).join(", ");
  return (
    <HomeSection
      id="team"
      eyebrow="Meet the team"
      title="Attorneys and engineers, working for access to justice"
      tone="surface"
    >
      <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {teamMembers.map((member) => (
          <ProfileCard key={member.id} member={member} />
        ))}
      </div>

      <article
        className="card mt-8 grid gap-10 border-t-4 border-gold p-6 sm:p-10 lg:grid-cols-2 lg:gap-16"
        aria-labelledby="job-posting-title"
        data-job-posting
      >
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">We are hiring</p>
          <h3 id="job-posting-title" className="mt-2 font-serif text-3xl font-semibold">
            {jobPosting.jobTitle}
          </h3>
          <p className="mt-2 flex items-start gap-2 font-medium text-muted">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {jobPosting.location}
          </p>
          <p className="mt-5 text-body">{jobPosting.jobDescription}</p>
          <div className="mt-6 flex items-center gap-4">
            <div className="flex -space-x-3">
              {jobPosting.currentTeamImages.map((image) => (
                <img
                  key={image.src}
                  src={image.src}
                  width={48}
                  height={48}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                  className="size-12 rounded-full bg-surface ring-4 ring-white"
                />
              ))}
            </div>
            <p className="text-sm text-muted">Join {teamFirstNames} and the team</p>
          </div>
          <a
            href={createMailtoHref(jobPosting.applyEmail, jobPosting.applySubject)}
            className="btn-primary mt-8"
            data-apply-link
          >
            <Mail aria-hidden="true" className="size-4" />
            Apply<span className="sr-only"> for {jobPosting.jobTitle} by email</span>
          </a>
        </div>
        <div>
          <h4 className="text-lg font-semibold text-ink">Essentials</h4>
          <ul className="mt-4 space-y-3">
            {jobPosting.essentials.map((essential) => (
              <li key={essential} className="flex items-start gap-3">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" strokeWidth={3} />
                <span>{essential}</span>
              </li>
            ))}
          </ul>
        </div>
      </article>
    </HomeSection>
  );
}
