// Dashboard sections not built yet, in the order the spec places them.
// The motivational reminder (spec §2, item 6) is left out until it is built.

export type UpcomingSection = {
  title: string;
  description: string;
  wide?: boolean;
};

export const sectionsAfterTimer: UpcomingSection[] = [
  {
    title: 'Your Life Balance Dial',
    description: "A gentle gauge of how this week's hours are shared between work, commute and life.",
  },
  {
    title: 'Your Week at a Glance',
    description: 'Seven days side by side, so you can see where the time went.',
  },
  {
    title: "This Week's Reflection",
    description: "A few kind words about the week you're having.",
  },
  {
    title: 'Monthly Balance Pattern',
    description: 'A calendar that colours each day by how balanced it felt.',
  },
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
  {
    title: 'Analytics & Insights',
    description: 'Trends, personal insights and an export of your data.',
    wide: true,
  },
];
