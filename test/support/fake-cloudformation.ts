import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in CloudFormation endpoint (AWS query protocol, XML) that knows one stack and its
 * outputs, so the real SDK client in the admin CLI can be pointed at it with AWS_ENDPOINT_URL_CLOUDFORMATION.
 * Started without outputs, the stack does not exist until `deploy` gives it some.
 */
export async function startFakeCloudFormation(stack: string, outputs?: Record<string, string>) {
  let members: string | undefined;
  const deploy = (next: Record<string, string>) => {
    members = Object.entries(next)
      .map(
        ([key, value]) => `<member><OutputKey>${key}</OutputKey><OutputValue>${value}</OutputValue></member>`,
      )
      .join('');
  };
  if (outputs) deploy(outputs);
  let asked = 0;
  const server: Server = createServer((req, res) => {
    asked++;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const name = new URLSearchParams(body).get('StackName');
      res.setHeader('Content-Type', 'text/xml');
      if (name !== stack || members === undefined) {
        res.statusCode = 400;
        res.end(
          '<ErrorResponse><Error><Type>Sender</Type><Code>ValidationError</Code>' +
            `<Message>Stack with id ${name} does not exist</Message></Error><RequestId>1</RequestId></ErrorResponse>`,
        );
        return;
      }
      res.end(
        '<DescribeStacksResponse><DescribeStacksResult><Stacks><member>' +
          `<StackName>${stack}</StackName><StackStatus>CREATE_COMPLETE</StackStatus>` +
          `<CreationTime>2025-01-01T00:00:00Z</CreationTime><Outputs>${members}</Outputs>` +
          '</member></Stacks></DescribeStacksResult><ResponseMetadata><RequestId>1</RequestId>' +
          '</ResponseMetadata></DescribeStacksResponse>',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy,
    /** DescribeStacks calls answered so far. */
    get calls() {
      return asked;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
