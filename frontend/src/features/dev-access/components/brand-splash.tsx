import { BrandMark } from '../../../components/brand-mark';
import { site } from '../../../lib/site';

export function BrandSplash() {
  return (
    <div
      role="status"
      aria-label={`Loading ${site.name}`}
      className="fixed inset-0 grid place-items-center bg-navy-950 text-white"
    >
      <div className="animate-pulse">
        <BrandMark size="lg" />
      </div>
    </div>
  );
}
