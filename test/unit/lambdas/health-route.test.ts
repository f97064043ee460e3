import { routes } from '../../../infra/routes';
import { tables } from '../../../infra/tables';

describe('the health route', () => {
  it('may describe every table, since it checks each one and a function only gets the table names its route lists', () => {
    const health = routes.find((route) => route.id === 'health')!;
    expect(health.tables).toEqual(Object.fromEntries(tables.map((table) => [table.id, 'describe'])));
  });
});
