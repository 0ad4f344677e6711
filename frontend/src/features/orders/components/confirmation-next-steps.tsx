import { CalendarClock, Clock, Headset, MapPin, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { site } from '../../../lib/site';
import type { SessionKind } from '../order-details';

const JOURNEY_TIMES = [
  { from: 'Exeter city centre', time: '15 min' },
  { from: 'Bristol', time: '1 h' },
  { from: 'Plymouth', time: '45 min' },
  { from: 'Taunton', time: '35 min' },
];

const WHAT_TO_EXPECT = [
  'Please arrive 15 minutes before your session for check-in and your safety briefing.',
  'Your instructor will walk you through the Airbus A320 cockpit before you take the controls.',
  'Wear comfortable clothing; there is no need to bring anything else.',
  'Under 16s must be accompanied by an adult (minimum age 12).',
];

/** Online coaching: a video call on the customer's own simulator (docs/product.md, The catalogue). */
const JOINING_ONLINE = [
  'There is nothing to travel to: your coach will e-mail you a video-call link with screen sharing before the session.',
  'Have your flight simulator installed and running on your own computer.',
  'Use a stable internet connection and a headset with a microphone.',
  'Join a few minutes early so you can start on time.',
];

/** The course has no date until staff arrange it (docs/product.md, Fear of Flying course). */
const COURSE_NEXT = [
  'One of our CAA/EASA qualified airline pilots will phone you to arrange the date and time of your course.',
  'We will be as close as we can to the date you preferred.',
  'Once it is arranged, we will e-mail you the date, the time and how to find us.',
];

function StepsCard({ icon, title, label, points }: { icon: ReactNode; title: string; label: string; points: string[] }) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl">
        {icon} {title}
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-navy-700" aria-label={label}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Card>
  );
}

const iconClass = 'size-5 shrink-0 text-accent-strong';

/** How to reach the Exeter simulator and what to expect there: only for a session at the simulator. */
function AtTheSimulator() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <Card>
        <h2 className="flex items-center gap-2 text-xl">
          <MapPin aria-hidden className={iconClass} /> Directions to our Exeter centre
        </h2>
        <address className="mt-3 not-italic text-navy-700">
          {site.address.lines.join(', ')}, {site.address.postcode}
        </address>
        <h3 className="mt-4 text-base">Journey times</h3>
        <ul className="mt-2 grid gap-1" aria-label="Journey times">
          {JOURNEY_TIMES.map((journey) => (
            <li key={journey.from} className="flex justify-between">
              <span>{journey.from}</span>
              <span className="font-semibold">{journey.time}</span>
            </li>
          ))}
        </ul>
      </Card>
      <StepsCard icon={<Clock aria-hidden className={iconClass} />} title="What to expect" label="What to expect" points={WHAT_TO_EXPECT} />
    </div>
  );
}

/** What happens after a booking, by its kind: directions to Exeter, joining an online session, or the course being arranged. */
export function SessionNextSteps({ kind }: { kind: SessionKind }) {
  if (kind === 'online')
    return <StepsCard icon={<Headset aria-hidden className={iconClass} />} title="Joining your online session" label="Joining your online session" points={JOINING_ONLINE} />;
  if (kind === 'course')
    return <StepsCard icon={<CalendarClock aria-hidden className={iconClass} />} title="What happens next" label="What happens next" points={COURSE_NEXT} />;
  return <AtTheSimulator />;
}

/** Where a shop order's merchandise is posted. */
export function DeliveryCard({ address }: { address: string[] }) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl">
        <Package aria-hidden className={iconClass} /> Delivery address
      </h2>
      <address className="mt-3 not-italic text-navy-700 [overflow-wrap:anywhere]" aria-label="Delivery address">
        {address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="mt-3 text-navy-600">We post within the UK by Royal Mail and will e-mail you when your order is on its way.</p>
    </Card>
  );
}
