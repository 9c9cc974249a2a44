import { graphql } from "react-relay/hooks";
import type { useRecordBankTransferMutation as RecordBankTransferMutation } from "../__generated__/useRecordBankTransferMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * A library admin records the money received for an order (its subscription starts). The answer
 * is the order, which has no id for Relay's store, and the history it changes is not part of it:
 * the history screen reads itself again (see BankTransferForm).
 */
const mutation = graphql`
  mutation useRecordBankTransferMutation($orderNumber: Int!, $amountCents: Int!, $receivedOn: String!) {
    recordBankTransfer(orderNumber: $orderNumber, amountCents: $amountCents, receivedOn: $receivedOn) {
      orderNumber
      status
    }
  }
`;

export function useRecordBankTransferMutation() {
  return useAsyncMutation<RecordBankTransferMutation>(mutation);
}
