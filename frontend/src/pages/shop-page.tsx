import { ComingSoon } from '../components/coming-soon';

export default function ShopPage() {
  return <ComingSoon title="Shop" />;
}
