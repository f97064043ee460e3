/** A stack's outputs by key, or undefined when the stack does not exist (yet). */
export async function readStackOutputs(
  stack: string,
  region: string,
): Promise<Record<string, string | undefined> | undefined> {
  // Loaded on the first read: the deploy command's answer without credentials never needs it.
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const cfn = new CloudFormationClient({ region });
  try {
    const { Stacks = [] } = await cfn.send(new DescribeStacksCommand({ StackName: stack }));
    return Object.fromEntries((Stacks[0]?.Outputs ?? []).map((o) => [o.OutputKey, o.OutputValue]));
  } catch (err) {
    // CloudFormation's answer for a stack that was never created.
    if ((err as Error).name === 'ValidationError' && /does not exist/.test((err as Error).message))
      return undefined;
    throw err;
  } finally {
    cfn.destroy();
  }
}
