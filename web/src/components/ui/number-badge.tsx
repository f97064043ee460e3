/** The round number in front of a list item; the list itself carries the number for screen readers. */
export const NumberBadge = ({ number }: { number: number }) => (
  <span
    aria-hidden="true"
    className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
  >
    {number}
  </span>
);
