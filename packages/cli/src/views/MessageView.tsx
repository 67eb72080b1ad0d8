import { Text } from "ink";

/** A one-line success message with a green tick. */
export function MessageView({ text }: { text: string }) {
  return (
    <Text>
      <Text color="green">✔ </Text>
      {text}
    </Text>
  );
}
