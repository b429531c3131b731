import { Field, InputType } from 'type-graphql';

@InputType()
export class ContactInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String) message: string;
}
