import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { IconList, withIcon } from '../../../components/ui/icon-list';
import { LazyImage } from '../../../components/ui/lazy-image';
import type { TeamMember } from '../data/team';

function TeamProfile({ member }: { member: TeamMember }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">
      <LazyImage
        src={member.image}
        alt={`Illustrated portrait: ${member.name}`}
        width={480}
        height={360}
        className="aspect-[4/3] w-full bg-navy-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-7">
        <p className="text-sm font-semibold tracking-[0.15em] text-amber-700 uppercase">{member.role}</p>
        <h3 id={headingId} className="mt-2 text-2xl">
          {member.name}
        </h3>
        <p className="mt-4 flex-1 leading-relaxed text-navy-700">{member.bio}</p>
        <h4 className="mt-6 text-sm font-semibold tracking-[0.15em] text-navy-500 uppercase">Qualifications</h4>
        <IconList
          items={withIcon(BadgeCheck, member.qualifications)}
          className="mt-3 space-y-2 text-sm"
          itemClassName="flex gap-2"
          iconClassName="size-4 shrink-0 text-emerald-600"
        />
      </div>
    </article>
  );
}

export function TeamProfiles({ members }: { members: TeamMember[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <TeamProfile key={member.id} member={member} />
      ))}
    </div>
  );
}
