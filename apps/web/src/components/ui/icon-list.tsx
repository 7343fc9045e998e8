import type { LucideIcon } from "lucide-react";

/** One line of an IconList: its icon and its words. */
export interface IconListItem {
  icon: LucideIcon;
  text: string;
}

/**
 * A list whose every line is led by a decorative icon (compliance marks, a reason's points):
 * `className` lays out the list, `itemClassName` each line, `iconClassName` the icon.
 */
export function IconList({
  items,
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly IconListItem[];
  className: string;
  itemClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className={itemClassName}>
          <Icon className={iconClassName} aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
