// Quiet, offline defaults for every jest project.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
process.env.AWS_EC2_METADATA_DISABLED = 'true';
process.env.AWS_REGION ??= 'us-east-1';
