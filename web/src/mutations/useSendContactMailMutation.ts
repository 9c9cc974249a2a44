import { graphql } from "react-relay/hooks";
import type { useSendContactMailMutation as SendContactMailMutation } from "../__generated__/useSendContactMailMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation useSendContactMailMutation($name: String!, $email: String!, $phone: String!, $message: String!) {
    sendContactMail(name: $name, email: $email, phone: $phone, message: $message)
  }
`;

/** The contact form's message to the library's team. */
export function useSendContactMailMutation() {
  return useAsyncMutation<SendContactMailMutation>(mutation);
}
