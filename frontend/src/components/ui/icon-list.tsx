import type { LucideIcon } from 'lucide-react';

export interface IconListItem {
  icon: LucideIcon;
  text: string;
}

interface IconListProps {
  items: readonly IconListItem[];
  className?: string;
  itemClassName: string;
  iconClassName: string;
}

/** A list whose every item starts with a decorative icon. */
export function IconList({ items, className, itemClassName, iconClassName }: IconListProps) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className={itemClassName}>
          <Icon aria-hidden className={iconClassName} />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The same icon before each of the texts. */
export const withIcon = (icon: LucideIcon, texts: readonly string[]): IconListItem[] => texts.map((text) => ({ icon, text }));
