import { describe, expect, it } from 'vitest';
import { namesAProject, projectBars } from './project-bars';

const total = (project: string | null, workHours: number, commuteHours = 0, sessions = 1) => ({
  project,
  workHours,
  commuteHours,
  sessions,
});

describe("the By project card's bars", () => {
  it('fill the row for the project with the most hours, and the others in proportion', () => {
    const bars = projectBars([total('Acme', 6, 2), total('Pause', 3, 1), total(null, 1)]);
    expect(
      bars.map(({ project, totalHours, workWidth, commuteWidth }) => [project, totalHours, workWidth, commuteWidth]),
    ).toEqual([
      ['Acme', 8, 75, 25],
      ['Pause', 4, 37.5, 12.5],
      [null, 1, 12.5, 0],
    ]);
  });

  it('are empty when nothing was tracked', () => {
    expect(projectBars([])).toEqual([]);
    expect(projectBars([total('Acme', 0)])[0]).toMatchObject({ workWidth: 0, commuteWidth: 0 });
  });

  it('have something to tell only when a session names a project', () => {
    expect(namesAProject([])).toBe(false);
    expect(namesAProject([total(null, 5)])).toBe(false);
    expect(namesAProject([total('Acme', 1), total(null, 5)])).toBe(true);
  });
});
