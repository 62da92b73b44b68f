import { nodeFlagsOf, scavengingChosenIn } from './young-generation';

describe('how the app scavenges its young generation', () => {
  it('chooses for itself when Node was started without a say', () => {
    expect(scavengingChosenIn([])).toBe(false);
    expect(scavengingChosenIn(['--conditions=@pause/testing-build', '--max-semi-space-size=32'])).toBe(false);
  });

  it("keeps an operator's choice either way, in either spelling", () => {
    for (const flag of [
      '--parallel-scavenge',
      '--no-parallel-scavenge',
      '--parallel_scavenge',
      '--parallel-scavenge=true',
    ])
      expect(scavengingChosenIn([flag])).toBe(true);
  });

  it('reads the command line and NODE_OPTIONS', () => {
    expect(
      nodeFlagsOf({
        execArgv: ['--cpu-prof'],
        env: { NODE_OPTIONS: ' --parallel-scavenge  --max-old-space-size=512 ' },
      }),
    ).toEqual(['--cpu-prof', '--parallel-scavenge', '--max-old-space-size=512']);
    expect(nodeFlagsOf({ execArgv: [], env: {} })).toEqual([]);
  });
});
