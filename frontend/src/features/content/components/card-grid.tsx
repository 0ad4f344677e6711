import type { ComponentType } from 'react';

/** One card per item, side by side in the grid the classes lay out. */
export function CardGrid<T extends { id: string }>({
  items,
  Card,
  className,
}: {
  items: T[];
  Card: ComponentType<{ item: T }>;
  className: string;
}) {
  return (
    <div className={className}>
      {items.map((item) => (
        <Card key={item.id} item={item} />
      ))}
    </div>
  );
}
