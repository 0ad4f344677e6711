import { clsx } from 'clsx';
import { Compass, GraduationCap, HeartHandshake, Monitor, Plane, PlaneTakeoff, Sparkles, Star, Trophy, type LucideIcon } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatPence } from '../../../lib/money';
import { durationRange, lowestPrice, type Experience } from '../../../lib/experiences';
import { SESSION_GROUPS } from '../booking-options';

const ICONS: Record<string, LucideIcon> = {
  'try-and-fly': PlaneTakeoff,
  'fear-of-flying': HeartHandshake,
  'intro-to-the-airbus': Plane,
  'scenario-flight': Compass,
  'home-sim-coaching': Monitor,
  'full-experience': Star,
  'extended-adventure': Trophy,
  'aspiring-pilot': GraduationCap,
  'ultimate-session': Sparkles,
};

interface SessionPickerProps {
  sessions: Experience[];
  selectedId: string | undefined;
  /** A card click selects the session. */
  onSelect: (sessionId: string) => void;
  /** CLICK HERE selects it and goes to the form. */
  onChoose: (sessionId: string) => void;
}

/**
 * docs/product.md, Pages (/book-flight): the sessions in four groups; a card click selects, CLICK HERE selects and scrolls to the form.
 * Memoised: typing in the booking form below does not render the cards again.
 */
export const SessionPicker = memo(function SessionPicker({ sessions, selectedId, onSelect, onChoose }: SessionPickerProps) {
  return (
    <div className="grid gap-12">
      {SESSION_GROUPS.map((group) => {
        const inGroup = sessions.filter((session) => session.group === group.category);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.category} aria-label={group.title}>
            <h3 className="text-2xl">{group.title}</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {inGroup.map((session) => {
                const Icon = ICONS[session.id] ?? Plane;
                const selected = session.id === selectedId;
                return (
                  <li key={session.id}>
                    <article
                      aria-label={session.name}
                      data-selected={selected || undefined}
                      onClick={() => onSelect(session.id)}
                      className={clsx(
                        'flex h-full cursor-pointer flex-col rounded-2xl border-2 bg-white p-6 shadow-sm transition-colors',
                        selected ? 'border-accent-strong ring-4 ring-amber-100' : 'border-navy-100 hover:border-navy-300',
                      )}
                    >
                      <div className="flex items-start justify-between gap-4">
                        <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-accent">
                          <Icon aria-hidden className="size-6" />
                        </span>
                        {selected ? <Badge>Selected</Badge> : null}
                      </div>
                      <h4 className="mt-4 font-display text-xl font-bold">{session.name}</h4>
                      <p className="mt-1 text-sm font-semibold text-navy-600">{durationRange(session)}</p>
                      <p className="mt-3 flex-1 text-navy-700">{session.description}</p>
                      <p className="mt-4 font-display text-2xl font-bold">
                        {session.options.length > 1 ? <span className="mr-1 text-base font-semibold text-navy-600">from</span> : null}
                        {formatPence(lowestPrice(session))}
                      </p>
                      <Button
                        className="mt-4 w-full"
                        aria-label={`CLICK HERE to book ${session.name}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          onChoose(session.id);
                        }}
                      >
                        CLICK HERE
                      </Button>
                    </article>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
