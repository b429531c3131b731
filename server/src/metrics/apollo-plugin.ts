// Counts every GraphQL operation by what it asked for and its outcome, and times it (#37 metrics).
// The label is the operation's first root field (startBooking, myBookings, ...): a field the schema
// has, since only a validated operation gets one, so the label set stays small whatever clients
// name their operations. A document that failed to parse or validate is 'invalid'; the outcome is
// ok or the first error's code.
import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import { requestDuration, requestsTotal } from './metrics.js';

function operationLabel(operation: OperationDefinitionNode | undefined): string {
  if (!operation) return 'invalid';
  const first = operation.selectionSet.selections[0];
  return first?.kind === 'Field' ? first.name.value : operation.operation;
}

export function metricsPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse(context) {
          const operation = operationLabel(context.operation);
          const code = context.errors?.[0]?.extensions?.code;
          const outcome = context.errors?.length ? (typeof code === 'string' ? code : 'error') : 'ok';
          requestsTotal.inc({ operation, outcome });
          requestDuration.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
