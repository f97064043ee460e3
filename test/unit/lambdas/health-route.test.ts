import { routeGrants } from '../../../catalog/data-access';
import { routes } from '../../../catalog/routes';
import { tables } from '../../../catalog/tables';

describe('the health route', () => {
  it('may describe every table and nothing more, since it checks each one and gets only the table names it may use', () => {
    const health = routes.find((route) => route.id === 'health')!;
    expect(routeGrants(health, tables)).toEqual(
      tables.map((table) => ({ table, actions: ['DescribeTable'] })),
    );
  });
});
