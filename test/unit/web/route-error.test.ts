import { describeRouteError } from '@/app/routes/describe-route-error';

describe('what the router error page says', () => {
  it('gives a router response its status line and message', () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: true, data: 'No route matches "/x"' };
    expect(describeRouteError(notFound)).toEqual({
      status: '404 Not Found',
      message: 'No route matches "/x"',
    });
    const thrown = { status: 503, statusText: 'Service Unavailable', internal: false, data: null };
    expect(describeRouteError(thrown)).toEqual({
      status: '503 Service Unavailable',
      message: 'Service Unavailable',
    });
  });

  it('gives an error its message and keeps its stack for development builds', () => {
    const error = new TypeError('l is not a function');
    expect(describeRouteError(error)).toEqual({ message: 'l is not a function', stack: error.stack });
  });

  it('says something readable for anything else thrown', () => {
    expect(describeRouteError('Chunk failed')).toEqual({ message: 'Chunk failed' });
    expect(describeRouteError(undefined)).toEqual({ message: 'Something went wrong.' });
  });
});
