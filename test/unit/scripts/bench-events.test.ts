import { runEventsBench } from '../../../scripts/bench/events-run';

describe('bench:events', () => {
  it('runs its whole setup with tiny sizes: every beacon counted with a 204', async () => {
    const rounds = await runEventsBench({ concurrent: 3, rounds: 2 });
    expect(rounds.map((round) => round.map((answer) => answer.status))).toEqual([
      [204, 204, 204],
      [204, 204, 204],
    ]);
  }, 60_000);
});
