// Dashboard sections not built yet, in the order the spec places them.
// The motivational reminder (spec §2, item 6) is left out until it is built.

export type UpcomingSection = {
  title: string;
  description: string;
  wide?: boolean;
};

/** Between the monthly pattern and the Analytics & Insights panel. */
export const upcomingSections: UpcomingSection[] = [
  {
    title: 'Share Your Balance',
    description: 'A balance card to download and share with the people cheering you on.',
  },
  {
    title: 'Achievements',
    description: 'Small milestones for weeks well lived.',
  },
  {
    title: 'Weekly Reflection',
    description: 'One question each week, and a quiet place to answer it.',
    wide: true,
  },
  {
    title: 'Friends & Challenges',
    description: 'Compare balance with friends and cheer each other on.',
    wide: true,
  },
];
